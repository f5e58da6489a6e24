-- first-row on a partitioned dynamic-bucket table (primary key with the partition column) with the lookup producer and first-row.ignore-delete: later rows and deletes of a key are dropped per partition; the changelog is +I of first-seen keys only; INSERT OVERWRITE of one partition
CREATE TABLE F (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'first-row.ignore-delete' = 'true');
INSERT INTO F VALUES ('d1', 1, 'a'), ('d1', 2, 'b');
INSERT INTO F VALUES ('d1', 1, 'a2'), ('d2', 1, 'c'), -D('d1', 2, 'b');
INSERT INTO F VALUES ('d2', 1, 'c2'), ('d2', 2, 'd'), ('d1', 3, 'e');
SELECT * FROM F;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE dt = 'd1';
SELECT * FROM F /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE dt = 'd2';
SET 'execution.runtime-mode' = 'batch';
INSERT OVERWRITE F PARTITION (dt = 'd2') VALUES (5, 'f');
SELECT * FROM F;
