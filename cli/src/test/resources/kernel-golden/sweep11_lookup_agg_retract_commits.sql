-- lookup changelog of aggregation with a retraction in a commit of its own: last_value / last_non_null_value retract to null, an ignore-retract max, collect removing one occurrence; streaming read from snapshot 1 and a batch read
CREATE TABLE A (k INT, s INT, lv STRING, lnn STRING, mx INT, c ARRAY<INT>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'fields.lnn.aggregate-function' = 'last_non_null_value', 'fields.mx.aggregate-function' = 'max', 'fields.mx.ignore-retract' = 'true', 'fields.c.aggregate-function' = 'collect', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO A VALUES (1, 1, 'a', 'a', 5, ARRAY[1, 2, 2]), (2, 2, 'b', 'b', 6, ARRAY[3]);
INSERT INTO A VALUES -U(1, 1, 'a', 'a', 9, ARRAY[2]);
INSERT INTO A VALUES (1, 10, CAST(NULL AS STRING), 'n', 7, ARRAY[4]);
INSERT INTO A VALUES -D(2, 2, 'b', 'b', 6, ARRAY[3]);
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
