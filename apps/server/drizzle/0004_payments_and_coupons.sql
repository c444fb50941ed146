CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(10) NOT NULL,
	"plan_id" integer,
	"discount_base" varchar(12) NOT NULL,
	"discount_value" integer NOT NULL,
	"number_of_users" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_base_check" CHECK ("coupon_codes"."discount_base" in ('flat', 'percentage')),
	CONSTRAINT "coupon_codes_value_check" CHECK ("coupon_codes"."discount_value" > 0 and ("coupon_codes"."discount_base" = 'flat' or "coupon_codes"."discount_value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"discount_percent" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percent_check" CHECK ("discount_codes"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"user_id" integer NOT NULL,
	"hospital_id" integer,
	"plan_id" integer,
	"programme" varchar(40),
	"coupon_id" integer,
	"discount_code_id" integer,
	"list_price_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"gateway_txn_id" varchar(64),
	"gateway_txn_date" timestamp with time zone,
	"gateway_message" varchar(300),
	"gateway_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('plan', 'programme')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" >= 0 and "payment_orders"."discount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hospital_subscriptions" ADD COLUMN "payment_order_id" bigint;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_name_unique" ON "coupon_codes" USING btree (upper("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "hospital_subscriptions" ADD CONSTRAINT "hospital_subscriptions_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_subscriptions" ADD CONSTRAINT "hospital_subscriptions_payment_order_id_unique" UNIQUE("payment_order_id");