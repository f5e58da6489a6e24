-- fields.<col>.default-value on partition and value columns: inert
CREATE TABLE t (k INT, p STRING, v INT, PRIMARY KEY (k, p) NOT ENFORCED) PARTITIONED BY (p) WITH ('fields.p.default-value' = 'P', 'fields.v.default-value' = '0');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS INT));
SELECT * FROM t;
