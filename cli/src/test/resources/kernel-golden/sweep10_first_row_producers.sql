-- first-row streaming reads with the none and lookup changelog producers, from the first snapshot and from the latest: first-seen keys only, later rows of a key never appear; a streaming read of the none table is refused, as by Paimon 1.4.2's Flink source (checked with Flink 2.0 + Paimon 1.4.2, flink-oracle)
-- exit: 1
-- stderr: cannot stream-read table default.N: a 'first-row' table without a changelog producer has no changelog to stream
-- ordered
CREATE TABLE N (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
CREATE TABLE L (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO N VALUES (1, 'a'), (2, 'b');
INSERT INTO N VALUES (1, 'a2'), (3, 'c');
INSERT INTO N VALUES (3, 'c3'), (2, 'b3'), (4, 'd');
INSERT INTO L VALUES (1, 'a'), (2, 'b'), (1, 'a1');
INSERT INTO L VALUES (1, 'a2'), (3, 'c');
INSERT INTO L VALUES (3, 'c3'), (2, 'b3'), (4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM L /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM L;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM N;
SELECT * FROM L;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM N /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
