-- fields.<col>.default-value naming no column is refused at CREATE
-- exit: 1
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('fields.zz.default-value' = '1');
SELECT * FROM t$options;
