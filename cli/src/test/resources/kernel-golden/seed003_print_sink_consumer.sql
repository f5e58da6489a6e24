-- ordered
-- seed 003 steps 3-5 (write, stream into a print sink, update, the same print job goes on): the print job's progress kept by a consumer-id, so it sees the lookup changelog -U/+U of the update; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE my_tbl (dt STRING, id BIGINT, content STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup');
SET 'execution.checkpointing.interval' = '10s';
INSERT INTO my_tbl VALUES ('20240108', 1, 'apple');
CREATE TEMPORARY TABLE Print (dt STRING, id BIGINT, content STRING) WITH ('connector' = 'print');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO Print SELECT * FROM my_tbl /*+ OPTIONS('consumer-id' = 'print-job') */;
SET 'execution.checkpointing.interval' = '10s';
INSERT INTO my_tbl VALUES ('20240108', 1, 'hello'), ('20240109', 2, 'world');
INSERT INTO Print SELECT * FROM my_tbl /*+ OPTIONS('consumer-id' = 'print-job') */;
INSERT INTO my_tbl VALUES -D('20240109', 2, 'world'), ('20240108', 1, 'hello');
INSERT INTO Print SELECT * FROM my_tbl /*+ OPTIONS('consumer-id' = 'print-job') */;
