-- fields.<col>.default-value on a primary-key column is accepted (and inert)
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('fields.k.default-value' = '1');
SELECT * FROM t;
