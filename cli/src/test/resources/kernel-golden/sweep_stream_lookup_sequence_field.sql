-- lookup changelog with sequence.field: a late record loses but still yields an identical -U/+U, a late -D changes nothing, a newer -D deletes; with row-deduplicate the identical pair disappears
-- ordered
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'sequence.field' = 'ts', 'bucket' = '1');
CREATE TABLE R (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'sequence.field' = 'ts', 'bucket' = '1', 'changelog-producer.row-deduplicate' = 'true');
INSERT INTO T VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO T VALUES (1, 'late', 3), -D(2, 'b', 4);
INSERT INTO T VALUES -D(2, 'b', 6), (1, 'new', 9);
INSERT INTO R VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO R VALUES (1, 'late', 3), -D(2, 'b', 4);
INSERT INTO R VALUES -D(2, 'b', 6), (1, 'new', 9);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM R /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
