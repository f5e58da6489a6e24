-- ALTER TABLE DROP p is refused: a partition column (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
-- exit: 1
-- stderr: partition column
CREATE TABLE t (k INT, p STRING, v STRING) PARTITIONED BY (p);
INSERT INTO t VALUES (1, 'x', 'a');
SELECT * FROM t;
ALTER TABLE t DROP p;
