-- ALTER TABLE RENAME p TO p2 is refused (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not RENAME
-- exit: 1
-- stderr: partition column
CREATE TABLE t (k INT, p STRING, v STRING, PRIMARY KEY (k, p) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'x', 'a');
SELECT * FROM t;
ALTER TABLE t RENAME p TO p2;
