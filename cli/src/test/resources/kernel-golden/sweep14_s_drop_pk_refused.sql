-- ALTER TABLE DROP k is refused: a primary-key column (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
-- exit: 1
-- stderr: primary key
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t;
ALTER TABLE t DROP k;
