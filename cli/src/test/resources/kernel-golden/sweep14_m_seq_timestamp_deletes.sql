-- deduplicate with a TIMESTAMP(3) sequence.field and the input producer: a late row and a late delete lose, a later delete removes the key, a row after it comes back; streaming changelog is the input as written, batch rows are merged by sequence
-- ordered
CREATE TABLE T (k INT, v STRING, ts TIMESTAMP(3), PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ts', 'changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a', TIMESTAMP '2024-01-01 10:00:00.000'), (2, 'b', TIMESTAMP '2024-01-01 10:00:00.000');
INSERT INTO T VALUES (1, 'old', TIMESTAMP '2024-01-01 09:00:00.000'), -D(2, 'b', TIMESTAMP '2024-01-01 09:59:59.999');
SELECT * FROM T;
INSERT INTO T VALUES -D(1, 'a', TIMESTAMP '2024-01-01 10:00:00.001'), (2, 'b2', TIMESTAMP '2024-01-01 10:00:00.000');
SELECT * FROM T;
INSERT INTO T VALUES (1, 'back', TIMESTAMP '2024-01-01 09:30:00.000'), (3, 'c', CAST(NULL AS TIMESTAMP(3)));
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
