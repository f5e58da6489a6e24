-- rowkind.field: the value must be exactly +I/-U/+U/-D (' +I' fails the write)
-- exit: 1
CREATE TABLE t (k INT, v STRING, op STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op');
INSERT INTO t VALUES (1, 'a', ' +I');
SELECT * FROM t;
