-- rowkind.field naming an INT column: CREATE accepts it, the write fails (only string columns hold row kinds)
-- exit: 1
CREATE TABLE t (k INT, v STRING, op INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op');
INSERT INTO t VALUES (1, 'a', 1);
SELECT * FROM t;
