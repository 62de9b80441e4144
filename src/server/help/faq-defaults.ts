import type { FaqEntry } from "../../contract/help";

/** The twelve help-centre answers a new install starts with; staff edit them later (admin Content). */
export const DEFAULT_FAQ = [
  {
    category: "Getting Started",
    question: "How do I set my daily calorie target?",
    answer:
      "Open Goals and run the goal wizard: enter your sex, height, current weight, activity level and whether you want to lose, keep or gain weight. {product} estimates your energy needs with the Mifflin-St Jeor equation and suggests a daily target, which you can overwrite with any number you prefer.",
  },
  {
    category: "Getting Started",
    question: "Is {product} free to use?",
    answer:
      "Yes. Every account starts on the Free plan, which covers weight, meal, workout and water tracking. Premium and Pro raise the daily and monthly entry limits and add data export, priority support and, on Pro, client management and API access.",
  },
  {
    category: "Tracking",
    question: "How do I log a meal?",
    answer:
      "Go to Meals, pick Breakfast, Lunch, Dinner or Snacks, search for a food and enter the amount in grams, ounces or one of the household portions listed for that food. Recent and frequent foods appear first, and you can copy a whole meal from yesterday in one tap.",
  },
  {
    category: "Tracking",
    question: "Can I log my weight more than once a day?",
    answer:
      "{product} keeps one weight per day so that your trend is not skewed by morning and evening weigh-ins. If you log again on the same day, we ask before replacing the earlier entry. Weigh yourself at the same time each day for the most useful trend.",
  },
  {
    category: "Nutrition",
    question: "Where do the nutrition figures come from?",
    answer:
      "Foods come from the USDA National Nutrient Database for Standard Reference (SR28), with 8,789 foods and their household portions. Values are per 100 g of the edible portion as USDA published them. You can also create your own foods and recipes.",
  },
  {
    category: "Nutrition",
    question: "Why is a nutrient shown as missing instead of zero?",
    answer:
      "When USDA published no value for a nutrient in a food, we leave it blank rather than count it as zero, and the day's total tells you how many foods had no figure. A blank means unknown, not none.",
  },
  {
    category: "Workouts",
    question: "How are calories burned during a workout estimated?",
    answer:
      "Each activity has a MET value (metabolic equivalent of task) from the Compendium of Physical Activities. Calories burned are the MET value times your body weight in kilograms times the duration in hours. It is an estimate; heart-rate devices can differ.",
  },
  {
    category: "Goals",
    question: "How fast should I aim to lose weight?",
    answer:
      "A loss of about 0.25 to 0.5 kg (0.5 to 1 lb) a week is a pace most people can keep up. {product} warns you when a target would put your daily intake below a safe minimum, and never suggests less than 1,200 kcal a day for women or 1,500 kcal for men.",
  },
  {
    category: "Goals",
    question: "What is the weight trend line?",
    answer:
      "Day-to-day weight swings with water and food in your body. The trend line smooths those swings with an exponential moving average so you can see the real direction, and we use it to estimate your weekly rate of change and the date you will reach your goal.",
  },
  {
    category: "Account",
    question: "I forgot my password. What do I do?",
    answer:
      "On the sign-in page choose Forgot password and enter your email. If an account exists, we send a link that works once and expires after one hour. Setting a new password signs you out on every device.",
  },
  {
    category: "Account",
    question: "How do I change my units or time zone?",
    answer:
      "Open Settings. You can switch between metric and imperial units and choose your time zone, which decides where your diary day starts and ends. Your existing entries are converted for display; nothing is lost.",
  },
  {
    category: "Privacy & Security",
    question: "Who can see my health data?",
    answer:
      "Only you. Your entries are never shown to other users. Support staff can see your account details only to help you, every staff action is recorded in an audit log, and passwords are stored only as salted argon2id hashes.",
  },
] as const satisfies readonly Pick<FaqEntry, "category" | "question" | "answer">[];
