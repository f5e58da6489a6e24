-- a batch UPDATE writes +U; after a later INSERT the bucket holds three level-0 files and the streaming read starts with +U for the updated key
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
UPDATE t SET v = 'a2' WHERE k = 1;
INSERT INTO t VALUES (2, 'b2');
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
