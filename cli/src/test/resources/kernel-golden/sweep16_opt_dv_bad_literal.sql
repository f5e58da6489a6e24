-- fields.<col>.default-value is not type-checked at CREATE (Paimon 1.4.2 no longer reads the option)
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('fields.n.default-value' = 'abc');
SELECT * FROM t;
