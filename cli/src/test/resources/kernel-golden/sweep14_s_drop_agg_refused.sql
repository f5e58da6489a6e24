-- ALTER TABLE DROP s is refused: a column with a fields.<c>.aggregate-function option (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
-- exit: 1
-- stderr: no column 's'
CREATE TABLE t (k INT, s INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, 5, 5);
SELECT * FROM t;
ALTER TABLE t DROP s;
