-- exit: 1
-- stderr: Cannot drop primary keys on a non-empty table
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP PRIMARY KEY
-- ALTER TABLE t DROP PRIMARY KEY on a table with data is refused (Paimon: Cannot drop primary keys on a non-empty table)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t;
ALTER TABLE t DROP PRIMARY KEY;
SELECT * FROM t;
