-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD
-- stderr: a nullable column cannot become NOT NULL
-- exit: 1
-- by default ('alter-column-null-to-not-null.disabled' = 'true') a nullable column cannot become NOT NULL (Paimon: Cannot update column type from nullable to non null)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('alter-column-null-to-not-null.disabled' = 'true');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t MODIFY v STRING NOT NULL;
DESCRIBE t;
