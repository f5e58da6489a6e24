-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter evaluates no expressions or projections
-- IN lists of numeric literals of another type than the tested column: Flink casts them to the column's type (INT col IN (2.5) matches 2; = 2.5 does not); ragged CHAR literals in ARRAY[...] and CASE are VARCHAR (not padded)
CREATE TABLE T (i INT, d DECIMAL(5, 2));
INSERT INTO T VALUES (1, 1.00), (2, 2.50), (4, 4.00);
SELECT ARRAY['x', 'yy'], CASE WHEN i > 3 THEN 'big' ELSE 'small' END, 'p1' FROM T WHERE i = 4;
SELECT i, 'in-one' FROM T WHERE i IN (2.5);
SELECT i, 'in-two' FROM T WHERE i IN (2.5, 3.5);
SELECT i, 'in-mixed' FROM T WHERE i IN (1, 2.5);
SELECT i, 'not-in-mixed' FROM T WHERE i NOT IN (1, 2.5);
SELECT i, 'eq' FROM T WHERE i = 2.5;
SELECT i, 'in-dbl' FROM T WHERE i IN (1, 2.5E0);
SELECT i, 'd-in-int' FROM T WHERE d IN (1, 4);
SELECT i, 'd-in-mixed' FROM T WHERE d IN (1, 2.5);
