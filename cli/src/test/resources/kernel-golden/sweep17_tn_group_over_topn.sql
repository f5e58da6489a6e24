-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- GROUP BY over a deduplication (append source): the aggregate takes the Top-1's -U/+U; a global aggregate; HAVING filters the emitted rows
CREATE TABLE src (event_id STRING, user_id INT, amount INT, ts INT);
INSERT INTO src VALUES ('e1', 1, 10, 1), ('e2', 1, 5, 1);
INSERT INTO src VALUES ('e1', 1, 12, 2), ('e3', 2, 7, 1);
INSERT INTO src VALUES ('e1', 1, 3, 0), ('e3', 2, 8, 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT user_id, SUM(amount) AS total, COUNT(*) AS n FROM (SELECT user_id, amount, ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY ts DESC) AS rn FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1 GROUP BY user_id;
SELECT COUNT(*), MAX(amount) FROM (SELECT user_id, amount, ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY ts DESC) AS rn FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
SELECT user_id, SUM(amount) FROM (SELECT user_id, amount, ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY ts DESC) AS rn FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) t WHERE rn = 1 GROUP BY user_id HAVING SUM(amount) > 16;
