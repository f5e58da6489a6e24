-- ALTER TABLE MODIFY v INT of an INT NOT NULL column drops NOT NULL (a type change may drop it too): nulls can be written after; $schemas shows each version
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT NOT NULL, w STRING NOT NULL, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10, 'a');
ALTER TABLE t MODIFY v INT;
ALTER TABLE t MODIFY w VARCHAR(20);
INSERT INTO t VALUES (2, CAST(NULL AS INT), CAST(NULL AS VARCHAR(20)));
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
