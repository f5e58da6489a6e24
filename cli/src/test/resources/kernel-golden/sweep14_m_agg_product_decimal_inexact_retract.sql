-- not checked against Paimon: Paimon 1.4.2 commits a DECIMAL product retraction that does not divide exactly and then fails every read (ArithmeticException: non-terminating decimal expansion); Varve rounds to the column's scale
-- product on DECIMAL(10, 2) retracted by a value that does not divide it exactly (4.50 / 0.70): Varve rounds the quotient to the column's scale (HALF_UP, 6.43); Paimon 1.4.2 commits the -U and then every read of the table fails (ArithmeticException: non-terminating decimal expansion), a table poisoned by an accepted record, which SEMANTICS §2 rules out
CREATE TABLE A (k INT, p DECIMAL(10, 2), PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.p.aggregate-function' = 'product');
INSERT INTO A VALUES (1, 1.50);
INSERT INTO A VALUES (1, 3.00);
INSERT INTO A VALUES -U(1, 0.70);
SELECT * FROM A;
