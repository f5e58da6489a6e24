-- sequence.field over TIMESTAMP(0) / BIGINT pairs with sequence.auto-padding second-to-micro and millis-to-micro (seed 000): equal sequence values fall back to arrival order
CREATE TABLE S (k INT, v STRING, ts TIMESTAMP(0), PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ts', 'sequence.auto-padding' = 'second-to-micro', 'bucket' = '1');
CREATE TABLE M (k INT, v STRING, ms BIGINT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ms,n', 'sequence.auto-padding' = 'millis-to-micro', 'bucket' = '1');
INSERT INTO S VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:05'), (1, 'b', TIMESTAMP '2024-01-01 00:00:05'), (2, 'x', TIMESTAMP '2024-01-01 00:00:05');
INSERT INTO S VALUES (1, 'c', TIMESTAMP '2024-01-01 00:00:04'), (2, 'y', TIMESTAMP '2024-01-01 00:00:05');
INSERT INTO M VALUES (1, 'a', 1000, 2), (1, 'b', 1000, 1), (2, 'x', 999, 9), (2, 'y', 1000, 0), (3, 'p', 5, 5), (3, 'q', 5, 5);
INSERT INTO M VALUES (1, 'c', 1000, 2), (3, 'r', 4, 9);
SELECT * FROM S;
SELECT * FROM M;
