-- a consumer reads an input-producer table, the table switches to lookup and is written twice: the resumed read sees the input-era keys 6 and 8 again (+I) in the first lookup commit's changelog
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (2, 'c', 1), (6, 'x', 11), (8, 'dd', 6);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
ALTER TABLE t SET ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'c', 3), (2, 'e', 53);
INSERT INTO t VALUES (8, 'b', 21);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
