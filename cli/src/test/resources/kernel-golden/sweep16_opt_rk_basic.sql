-- rowkind.field: each record's kind is its op column's value; batch read, $audit_log and a streaming read of the input changelog
CREATE TABLE t (k INT, v STRING, op STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a', '+I'), (2, 'b', '+I'), (3, 'c', '+I');
INSERT INTO t VALUES (1, 'a', '-D'), (2, 'b', '-U'), (2, 'b2', '+U');
SELECT * FROM t;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
