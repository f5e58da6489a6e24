-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no scalar functions
-- exit: 1
-- stderr: DATEDIFF
-- Flink SQL has no DATEDIFF ("No match found for function signature DATEDIFF(<DATE>, <DATE>)")
CREATE TABLE e (id INT, d DATE, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO e VALUES (1, DATE '2024-01-08');
SELECT id, DATEDIFF(DATE '2024-01-10', d) FROM e;
