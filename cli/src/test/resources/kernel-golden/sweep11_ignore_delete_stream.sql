-- ignore-delete and partial-update.ignore-delete on each engine: -D and -U dropped at write, streaming reads from snapshot 1 with changelog producers none and lookup, batch reads; the partial-update table without a producer (P) cannot be streamed: refused, as by Paimon 1.4.2's Flink source (flink-oracle)
-- exit: 1
-- stderr: cannot stream-read table default.P: a 'partial-update' table without a changelog producer has no changelog to stream
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-delete' = 'true', 'bucket' = '1');
CREATE TABLE DL (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE P (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.ignore-delete' = 'true', 'bucket' = '1');
CREATE TABLE PL (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'ignore-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE A (k INT, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'max', 'ignore-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE R (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'ignore-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO D VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2');
INSERT INTO DL VALUES (1, 'a'), (2, 'b');
INSERT INTO DL VALUES -D(1, 'a'), -U(2, 'b'), +U(2, 'b2');
INSERT INTO P VALUES (1, 'a', CAST(NULL AS STRING)), (2, 'x', 'y');
INSERT INTO P VALUES -D(1, 'a', CAST(NULL AS STRING)), (1, CAST(NULL AS STRING), 'b'), -U(2, 'x', 'y');
INSERT INTO PL VALUES (1, 'a', CAST(NULL AS STRING)), (2, 'x', 'y');
INSERT INTO PL VALUES -D(1, 'a', CAST(NULL AS STRING)), (1, CAST(NULL AS STRING), 'b'), -U(2, 'x', 'y');
INSERT INTO A VALUES (1, 5), (2, 6);
INSERT INTO A VALUES -D(1, 5), (2, 7), -U(2, 7);
INSERT INTO R VALUES (1, 'a'), (2, 'b');
INSERT INTO R VALUES -D(1, 'a'), (3, 'c'), (2, 'b2');
SELECT * FROM D;
SELECT * FROM P;
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM DL /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM PL /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM R /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
