-- SEMANTICS §8 / CLI.md: a consumer-id continues where the last streaming read stopped
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY TABLE P (k INT, v STRING) WITH ('connector' = 'print');
INSERT INTO P SELECT * FROM T /*+ OPTIONS('consumer-id' = 'reader') */;
INSERT INTO T VALUES (1, 'b'), (2, 'x');
INSERT INTO P SELECT * FROM T /*+ OPTIONS('consumer-id' = 'reader') */;
SELECT * FROM T /*+ OPTIONS('consumer-id' = 'reader') */;
SET 'execution.runtime-mode' = 'batch';
SELECT consumer_id FROM T$consumers;
