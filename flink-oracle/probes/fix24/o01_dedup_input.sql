-- streaming-read-overwrite, deduplicate, input producer: the overwrite copies a table whose merged read has +U (a plain copy keeps it)
CREATE TABLE src (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 'a'), (2, 'b');
UPDATE src SET v = 'a2' WHERE k = 1;
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'x'), (3, 'z');
INSERT INTO t VALUES +U(3, 'z2');
INSERT OVERWRITE t SELECT * FROM src;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
