-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- a continued read (consumer-id) is a new job: its Top-N state starts empty, so (3, a, 4) is the top of its own run
CREATE TABLE T (id INT, g STRING, v INT) WITH ('consumer.expiration-time' = '1 d');
INSERT INTO T VALUES (1, 'a', 10), (2, 'b', 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT id, g, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('consumer-id' = 'c1') */) WHERE rn = 1;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO T VALUES (3, 'a', 4), (4, 'b', 9);
SET 'execution.runtime-mode' = 'streaming';
SELECT id, g, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY g ORDER BY v DESC) AS rn FROM T /*+ OPTIONS('consumer-id' = 'c1') */) WHERE rn = 1;
