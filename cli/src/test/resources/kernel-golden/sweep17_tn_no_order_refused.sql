-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- exit: 1
-- stderr: needs an ORDER BY
-- ROW_NUMBER needs an ORDER BY in its window (Flink: the window rank function requires order by clause)
CREATE TABLE T (id INT, ev STRING, amt INT, ts INT);
INSERT INTO T VALUES (1, 'e1', 10, 1), (2, 'e2', 5, 1), (3, 'e1', 11, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM (SELECT ev, amt, ROW_NUMBER() OVER (PARTITION BY ev) AS rn FROM T) WHERE rn = 1;
