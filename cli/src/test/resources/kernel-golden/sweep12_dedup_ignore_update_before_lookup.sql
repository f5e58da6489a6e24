-- deduplicate with ignore-update-before under the lookup producer: a lone -U is dropped, -D still deletes; streaming changelog and batch rows
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-update-before' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO T VALUES -U(1, 'a'), -D(2, 'b'), -U(3, 'c'), +U(3, 'c2');
INSERT INTO T VALUES -U(3, 'c2'), (2, 'b3');
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
