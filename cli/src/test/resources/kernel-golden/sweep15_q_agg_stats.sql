-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no aggregate functions
-- batch aggregates beyond COUNT/SUM/MIN/MAX/AVG: population and sample variance and standard deviation (integer inputs keep their type), LISTAGG
CREATE TABLE m (id INT, g STRING, i INT, d DOUBLE, dm DECIMAL(10, 3), PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO m VALUES (1, 'a', 7, 2.5, 12.345), (2, 'a', -3, -2.5, -0.555), (3, 'b', CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS DECIMAL(10, 3))), (4, 'b', 0, 0.1, 99.995), (5, 'b', 4, 1.5, 1.000);
SELECT 'all', STDDEV_POP(d), STDDEV_SAMP(d), VAR_POP(i), VAR_SAMP(i), STDDEV(i), VARIANCE(d), VAR_POP(dm), STDDEV_SAMP(dm) FROM m;
SELECT 'group', g, VAR_POP(d), STDDEV_SAMP(i), VAR_SAMP(d) FROM m GROUP BY g;
SELECT 'listagg', g, LISTAGG(CAST(i AS STRING)), LISTAGG(CAST(id AS STRING), '|') FROM m GROUP BY g;
