-- alter-column-null-to-not-null.disabled = false lets a nullable column become NOT NULL
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('alter-column-null-to-not-null.disabled' = 'false');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t MODIFY v STRING NOT NULL;
DESCRIBE t;
SELECT * FROM t;
