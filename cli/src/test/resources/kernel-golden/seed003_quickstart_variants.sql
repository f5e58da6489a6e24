-- seed 003 (quickstart my_tbl, lookup): updates, a delete, a re-insert; streaming from the latest (full +I, nothing after) and from snapshot 1 (the only snapshot id that Paimon's APPEND+COMPACT numbering shares with Varve's, SEMANTICS §7); checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE my_tbl (dt STRING, id BIGINT, content STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup');
INSERT INTO my_tbl VALUES ('20240108', 1, 'apple');
INSERT INTO my_tbl VALUES ('20240108', 1, 'hello'), ('20240109', 2, 'dog');
INSERT INTO my_tbl VALUES -D('20240108', 1, 'hello'), ('20240109', 2, 'dog');
INSERT INTO my_tbl VALUES ('20240108', 1, 'back');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM my_tbl;
SELECT * FROM my_tbl /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
