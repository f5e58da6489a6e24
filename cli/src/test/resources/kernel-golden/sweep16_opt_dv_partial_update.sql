-- fields.<col>.default-value with partial-update: a NULL stays 'no change', the default is not written
CREATE TABLE t (k INT, a INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.b.default-value' = 'B');
INSERT INTO t VALUES (1, 1, 'one');
INSERT INTO t VALUES (1, 2, CAST(NULL AS STRING));
SELECT * FROM t;
INSERT INTO t VALUES (2, CAST(NULL AS INT), CAST(NULL AS STRING));
SELECT * FROM t;
