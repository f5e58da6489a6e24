-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD
-- with 'alter-column-null-to-not-null.disabled' = 'false' a nullable column may become NOT NULL (by default it may not: sweep45_op45_alter_null_to_not_null_refused)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('alter-column-null-to-not-null.disabled' = 'false');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t MODIFY v STRING NOT NULL;
DESCRIBE t;
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t;
