-- ALTER TABLE DROP (k, n) is refused: every column (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
-- exit: 1
-- stderr: at least one column
CREATE TABLE t (k INT, n INT) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 10);
SELECT * FROM t;
ALTER TABLE t DROP (k, n);
