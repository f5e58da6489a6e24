-- ALTER TABLE DROP b is refused: the bucket-key column (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
-- exit: 1
-- stderr: no column 'b'
CREATE TABLE t (k INT, b INT, v STRING) WITH ('bucket' = '2', 'bucket-key' = 'b');
INSERT INTO t VALUES (1, 5, 'a');
SELECT * FROM t;
ALTER TABLE t DROP b;
