-- not checked against Paimon: Paimon 1.4.2 commits a BIGINT product retraction by 0 and then fails every read that merges the key (ArithmeticException: / by zero); Varve's product becomes null
-- product on BIGINT retracted by 0 (fzag_1720, REPORT sweep 43 fz43): Varve's product of key 1 becomes null (the sum beside it goes on); Paimon 1.4.2's FieldProductAgg#retract divides with Java's integer '/', the -D is committed and the read's merge fails the job (a table poisoned by an accepted record, which SEMANTICS §2 rules out; kept as the DECIMAL inexact retraction of sweep14_m_agg_product_decimal_inexact_retract)
CREATE TABLE A (k INT, p BIGINT, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.p.aggregate-function' = 'product', 'fields.s.aggregate-function' = 'sum');
INSERT INTO A VALUES (1, 2, 1), (2, 3, 1);
INSERT INTO A VALUES -D(1, 0, 1);
SELECT * FROM A;
