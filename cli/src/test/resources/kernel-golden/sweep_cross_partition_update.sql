-- cross-partition update (dynamic bucket, primary key without the partition column), SEMANTICS §2: deduplicate moves the row (the old partition gets -D), aggregation and partial-update update the row in its current partition, first-row drops the new row; a -D names the key whatever partition it carries
-- not checked against Paimon: the interpreter writes dynamic-bucket tables without the global key index of Flink's sink
-- ordered
CREATE TABLE D (k INT, p STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'lookup');
CREATE TABLE A (k INT, p STRING, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
CREATE TABLE P (k INT, p STRING, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine' = 'partial-update');
CREATE TABLE F (k INT, p STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('merge-engine' = 'first-row');
INSERT INTO D VALUES (1, 'x', 'a'), (2, 'x', 'b');
INSERT INTO D VALUES (1, 'y', 'a2');
INSERT INTO D VALUES -D(2, 'y', 'b');
INSERT INTO A VALUES (1, 'x', 5);
INSERT INTO A VALUES (1, 'y', 6), (2, 'y', 1);
INSERT INTO P VALUES (1, 'x', 'a', NULL);
INSERT INTO P VALUES (1, 'y', NULL, 'b');
INSERT INTO F VALUES (1, 'x', 'a');
INSERT INTO F VALUES (1, 'y', 'b'), (2, 'y', 'c');
SELECT * FROM D ORDER BY k;
SELECT * FROM D WHERE p = 'x';
SELECT * FROM A ORDER BY k;
SELECT * FROM P ORDER BY k;
SELECT * FROM F ORDER BY k;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
