-- INSERT SELECT between tables: append → primary key (later duplicates win), primary key → append with a WHERE on a partition column, projections in another column order with widening (INT → BIGINT, DECIMAL scale), into a partitioned dynamic-bucket table
CREATE TABLE A (k INT, v STRING, p STRING, d DECIMAL(6,2)) PARTITIONED BY (p);
CREATE TABLE K (p STRING, k BIGINT, v STRING, d DECIMAL(10,4), PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('dynamic-bucket.target-row-num' = '2');
CREATE TABLE B (v STRING, k BIGINT) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO A VALUES (1, 'a', 'x', 1.5), (2, 'b', 'x', 2.25), (1, 'a2', 'x', 1.75), (3, 'c', 'y', CAST(NULL AS DECIMAL(6,2))), (4, CAST(NULL AS STRING), 'y', 0);
INSERT INTO K SELECT p, k, v, d FROM A;
INSERT INTO K SELECT p, k, v, d FROM A WHERE k > 2;
INSERT INTO B SELECT v, k FROM K WHERE p = 'x';
INSERT INTO B SELECT v, k FROM K WHERE v IS NULL OR d > 1;
SELECT * FROM K;
SELECT * FROM B;
SELECT snapshot_id FROM K$snapshots;
