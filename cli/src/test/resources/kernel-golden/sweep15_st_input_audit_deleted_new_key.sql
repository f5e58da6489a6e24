-- input producer (no lookup compaction): a key inserted and deleted in one commit keeps its -D in $audit_log
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), -D(2, 'b');
SELECT * FROM t$audit_log;
