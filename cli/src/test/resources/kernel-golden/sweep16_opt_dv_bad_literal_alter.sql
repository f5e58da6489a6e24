-- fields.<col>.default-value is not type-checked at ALTER TABLE SET either; $options shows it
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED);
ALTER TABLE t SET ('fields.n.default-value' = 'abc');
SELECT * FROM t$options;
