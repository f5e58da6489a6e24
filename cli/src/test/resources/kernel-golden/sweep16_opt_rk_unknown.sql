-- rowkind.field naming no column is refused at CREATE
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'zz');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t;
