-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- exit: 1
-- stderr: reads rn beyond its bounds
-- rn read by the WHERE beyond constant bounds: Flink plans no Top-N but an OVER aggregate, refused in streaming mode
CREATE TABLE T (id INT, ev STRING, amt INT, ts INT);
INSERT INTO T VALUES (1, 'e1', 10, 1), (2, 'e2', 5, 1), (3, 'e1', 11, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT ev, amt FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T) WHERE rn <= 2 AND (rn = 1 OR amt > 10);
