-- ALTER TABLE DROP ts is refused: the sequence.field column (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
-- exit: 1
-- stderr: no column 'ts'
CREATE TABLE t (k INT, v STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 'ts');
INSERT INTO t VALUES (1, 'a', 5);
SELECT * FROM t;
ALTER TABLE t DROP ts;
