-- streaming-read-overwrite, aggregation, input producer: the overwrite holds a +U and a +I of one key (a merged read)
CREATE TABLE src (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 10), (2, 20);
INSERT INTO src VALUES +U(1, 11);
CREATE TABLE t (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true', 'changelog-producer' = 'input', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum', 'write-buffer-spillable' = 'false');
INSERT INTO t VALUES (1, 1);
INSERT OVERWRITE t SELECT * FROM src;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
