-- ordered
-- seed 003 (streaming consumption of my_tbl from different snapshots; 'changelog-producer' = 'input' so that every commit is one snapshot in Paimon too); checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE my_tbl (dt STRING, id BIGINT, content STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'input');
INSERT INTO my_tbl VALUES ('20240108', 1, 'apple'), ('20240108', 2, 'banana');
INSERT INTO my_tbl VALUES -U('20240108', 1, 'apple'), +U('20240108', 1, 'hello');
INSERT INTO my_tbl VALUES -D('20240108', 2, 'banana'), ('20240109', 3, 'cat');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM my_tbl /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SELECT * FROM my_tbl /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
SELECT * FROM my_tbl /*+ OPTIONS('scan.mode' = 'latest') */;
