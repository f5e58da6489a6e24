-- a nullable column holding nulls made NOT NULL
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('alter-column-null-to-not-null.disabled' = 'false');
INSERT INTO t VALUES (1, 'a'), (2, CAST(NULL AS STRING));
ALTER TABLE t MODIFY v STRING NOT NULL;
SELECT * FROM t;
SELECT k FROM t WHERE v IS NULL;
INSERT INTO t VALUES (3, 'c');
SELECT * FROM t;
