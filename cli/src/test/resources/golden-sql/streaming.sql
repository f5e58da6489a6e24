-- ordered
CREATE TABLE my_tbl (dt STRING, id BIGINT, content STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'input');
INSERT INTO my_tbl VALUES ('20240108', 1, 'apple'), ('20240108', 2, 'banana');
INSERT INTO my_tbl VALUES +U('20240108', 1, 'hello');
SET 'execution.runtime-mode' = 'streaming';
SET 'execution.checkpointing.interval' = '10s';
SELECT * FROM my_tbl /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SELECT id, content FROM my_tbl /*+ OPTIONS('consumer-id' = 'c1') */ WHERE id = 2;
INSERT INTO my_tbl VALUES ('20240109', 3, 'cat');
SELECT * FROM my_tbl /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM my_tbl$consumers;
-- stderr: has no effect
